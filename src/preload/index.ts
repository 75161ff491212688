import { contextBridge, ipcRenderer } from "electron";
import { createDesktopApi } from "./api.ts";

// The only thing the renderer gets from Electron: window.desktop (see src/shared/ipc/api.ts).
contextBridge.exposeInMainWorld("desktop", Object.freeze(createDesktopApi(ipcRenderer)));
