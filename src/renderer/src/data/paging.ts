/** A page of a long list (admin tables): which page, and how many rows a page holds. */
export type PageParams = { page: number; pageSize: number };

/** One page of rows and the total the list has. */
export type Paged<T> = { rows: T[]; total: number };
