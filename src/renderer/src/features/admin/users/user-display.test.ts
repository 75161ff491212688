import { describe, expect, it } from "vitest";
import { longDate, roleBadges, userInitials } from "./user-display.ts";

describe("admin users display", () => {
  it("takes initials from the full name, then username, then e-mail, else U", () => {
    expect(userInitials({ full_name: "Ada Lovelace", username: "ada", email: "a@x.ca" })).toBe("AL");
    expect(userInitials({ full_name: null, username: "bob", email: "b@x.ca" })).toBe("BO");
    expect(userInitials({ full_name: null, username: null, email: "cat@x.ca" })).toBe("CA");
    expect(userInitials({ full_name: " ", username: null, email: null })).toBe("U");
  });
  it("shows 'member' without roles and highlights admin", () => {
    expect(roleBadges([])).toEqual([{ role: "member", admin: false }]);
    expect(roleBadges(["admin"])).toEqual([{ role: "admin", admin: true }]);
  });
  it("formats the join date long, in the reader's language", () => {
    expect(longDate("2026-11-22T12:00:00Z", "en")).toBe("November 22, 2026");
    expect(longDate("2026-11-22T12:00:00Z", "fr")).toBe("22 novembre 2026");
  });
});
