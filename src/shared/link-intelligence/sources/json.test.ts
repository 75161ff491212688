import { describe, expect, it } from "vitest";
import { parseLenientJson, parseScriptObject } from "./json.ts";

describe("lenient parsing of declared JSON and of scripts' object literals", () => {
  it("reads trailing commas, raw newlines and CDATA in both", () => {
    const raw = '<![CDATA[{"name": "12 Elm\nSt", "rooms": [1, 2,],}]]>';
    expect(parseLenientJson(raw)).toEqual({ name: "12 Elm St", rooms: [1, 2] });
    expect(parseScriptObject(raw)).toEqual({ name: "12 Elm St", rooms: [1, 2] });
  });

  it("quotes bare keys only in a script's object literal: declared JSON with them is no JSON", () => {
    const raw = '{ mls: "10362219", lat: 50.05, lng: -119.45, }';
    expect(parseScriptObject(raw)).toEqual({ mls: "10362219", lat: 50.05, lng: -119.45 });
    expect(parseLenientJson(raw)).toBeUndefined();
  });

  it("drops what is no object even with its keys quoted", () => {
    expect(parseScriptObject("{ price: 499000, beds: [unterminated }")).toBeUndefined();
  });
});
