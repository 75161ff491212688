import type { SessionStorage } from "../services/session/session-storage.ts";
import type { HandlerMap } from "./router.ts";

/**
 * `warn` runs once, the first time a session is saved while only memory storage is available
 * (no keyring): the user learns then that signing in will not survive a restart.
 */
export function sessionHandlers(storage: SessionStorage, warn: (message: string) => void = () => {}): HandlerMap {
  let warned = false;
  return {
    "session:getItem": ({ key }) => ({ value: storage.getItem(key), status: storage.status }),
    "session:setItem": ({ key, value }) => {
      storage.setItem(key, value);
      if (storage.status.warning !== null && !warned) {
        warned = true;
        warn(storage.status.warning);
      }
      return storage.status;
    },
    "session:removeItem": ({ key }) => {
      storage.removeItem(key);
      return storage.status;
    },
    "session:status": () => storage.status,
  };
}
