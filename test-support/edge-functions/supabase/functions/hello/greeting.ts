export const greet = (name: string) => `Hello ${name}!`;
