// Every cell of the role × table × operation matrix. schema.int.test.ts checks this list against pg_policies/pg_tables.
import { activityCells } from "./cells-activity.ts";
import { adminCells } from "./cells-admin.ts";
import { bannedCells } from "./cells-banned.ts";
import { moderationCells } from "./cells-moderation.ts";
import { bannedConversationCells, conversationCells } from "./cells-conversations.ts";
import { profileAndPostCells } from "./cells-profiles-posts.ts";
import { propertyCells } from "./cells-properties.ts";
import { rpcCells } from "./cells-rpc.ts";
import { savedSearchCells } from "./cells-saved-searches.ts";
import { storageCells } from "./cells-storage.ts";
import type { Cell } from "./probe.ts";

export const CELLS: readonly Cell[] = [...profileAndPostCells, ...activityCells, ...adminCells, ...bannedCells, ...moderationCells, ...rpcCells, ...storageCells, ...conversationCells, ...bannedConversationCells, ...propertyCells, ...savedSearchCells];

/** Functions callable through the API that are pure helpers (no data of their own, no privileges): no cell needed. */
export const HELPER_FUNCTIONS: Record<string, string> = {
  url_host: "parses a URL string",
  search_fold: "lower-cases and strips accents",
  listing_card_price: "formats a price from its arguments",
  listing_card_address: "joins address parts",
  normalize_property_address: "normalises an address from its arguments",
};
