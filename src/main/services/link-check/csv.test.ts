import { describe, expect, it } from "vitest";
import type { LinkCheckResult } from "@shared/ipc/index.ts";
import { resultsToCsv } from "./csv.ts";

describe("link check CSV export", () => {
  it("writes a header and one row per result", () => {
    const result: LinkCheckResult = {
      url: "https://a.ca/1", outcome: "warning", status: 200, finalUrl: "https://a.ca/1", whitelisted: true, previewComplete: false,
      missingFields: ["imageUrl"], imageUrl: null, imageReachable: null, title: "-1 Main St", price: "$1", titleChanged: null,
      priceChanged: false, sourceStatus: "sold", timeMs: 12.4, attempts: 1, error: null,
    };
    const [header, row, end] = resultsToCsv([result]).split("\r\n");
    expect(header).toBe("url,outcome,status,finalUrl,whitelisted,previewComplete,missingFields,imageUrl,imageReachable,title,price,titleChanged,priceChanged,sourceStatus,timeMs,attempts,error");
    expect(row).toBe("https://a.ca/1,warning,200,https://a.ca/1,true,false,imageUrl,,,'-1 Main St,$1,,false,sold,12,1,");
    expect(end).toBe("");
  });
});
