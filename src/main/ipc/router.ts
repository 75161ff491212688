import { ipcContract } from "@shared/ipc/index.ts";
import type { Channel, RequestOf, ResponseOf } from "@shared/ipc/index.ts";
import type { z } from "zod";
import type { IpcSenderLike } from "../security/sender.ts";

type ParsedRequest<C extends Channel> = z.output<(typeof ipcContract)[C]["request"]>;

export type Handler<C extends Channel> = (request: ParsedRequest<C>) => Promise<ResponseOf<C>> | ResponseOf<C>;
export type HandlerMap = { [C in Channel]?: Handler<C> };

/** The subset of Electron's ipcMain the router registers on. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcSenderLike, ...args: unknown[]) => Promise<unknown>): void;
}

export class IpcRejection extends Error {
  override name = "IpcRejection";
}

/**
 * Wraps a handler: drops messages from untrusted senders, parses the (unknown) argument with the
 * channel's zod schema, and checks the response against the contract before it leaves main.
 */
export function guardHandler<C extends Channel>(
  channel: C,
  handler: Handler<C>,
  isTrusted: (event: IpcSenderLike) => boolean,
): (event: IpcSenderLike, payload: unknown) => Promise<ResponseOf<C>> {
  const { request, response } = ipcContract[channel];
  return async (event, payload) => {
    if (!isTrusted(event)) throw new IpcRejection(`${channel}: untrusted sender`);
    const parsed = request.safeParse(payload ?? {});
    if (!parsed.success) throw new IpcRejection(`${channel}: invalid request: ${parsed.error.issues[0]?.message ?? "?"}`);
    const result = await handler(parsed.data as ParsedRequest<C>);
    return response.parse(result) as ResponseOf<C>;
  };
}

export function registerHandlers(
  target: IpcMainLike,
  handlers: HandlerMap,
  isTrusted: (event: IpcSenderLike) => boolean,
): Channel[] {
  const registered: Channel[] = [];
  for (const channel of Object.keys(handlers) as Channel[]) {
    const handler = handlers[channel] as Handler<typeof channel> | undefined;
    if (handler === undefined) continue;
    const guarded = guardHandler(channel, handler, isTrusted);
    target.handle(channel, (event, payload) => guarded(event, payload));
    registered.push(channel);
  }
  return registered;
}

export type { RequestOf };
