/** The one module the app uses jotai through (client state only: session, UI prefs). */
export { atom, useAtom, useAtomValue, useSetAtom, Provider as StateProvider, createStore } from "jotai";
