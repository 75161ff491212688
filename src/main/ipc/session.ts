import type { SessionStorage } from "../services/session/session-storage.ts";
import type { HandlerMap } from "./router.ts";

export function sessionHandlers(storage: SessionStorage): HandlerMap {
  return {
    "session:getItem": ({ key }) => ({ value: storage.getItem(key), status: storage.status }),
    "session:setItem": ({ key, value }) => {
      storage.setItem(key, value);
      return storage.status;
    },
    "session:removeItem": ({ key }) => {
      storage.removeItem(key);
      return storage.status;
    },
    "session:status": () => storage.status,
  };
}
