import { describe, expect, it } from "vitest";
import { formatPostalCode, isCompleteAddress, parseCanadianAddress, provinceCode, provinceOfPostalCode } from "./canadian-address.ts";

const A = (street: string, city: string, province: string, postalCode: string) => ({ street, city, province, postalCode });

describe("parseCanadianAddress", () => {
  it.each([
    // English, the usual forms
    ["100 King St W, Toronto, ON M5V 2T6", A("100 King St W", "Toronto", "ON", "M5V 2T6")],
    ["100 King St W, Toronto, ON, M5V 2T6", A("100 King St W", "Toronto", "ON", "M5V 2T6")],
    ["100 King St W, Toronto, ON M5V 2T6, Canada", A("100 King St W", "Toronto", "ON", "M5V 2T6")],
    ["100 King Street West, Toronto, Ontario M5V2T6", A("100 King Street West", "Toronto", "ON", "M5V 2T6")],
    ["100 king st w, toronto on m5v-2t6", A("100 king st w", "toronto", "ON", "M5V 2T6")],
    ["100 King St W Toronto, Canada", A("100 King St W", "Toronto", "", "")],
    ["100 King St W Toronto ON M5V 2T6", A("100 King St W", "Toronto", "ON", "M5V 2T6")],
    ["1055 W Georgia St, Vancouver, BC V6E 3P3", A("1055 W Georgia St", "Vancouver", "BC", "V6E 3P3")],
    ["1055 W Georgia St Vancouver British Columbia", A("1055 W Georgia St", "Vancouver", "BC", "")],
    ["10 Main St NE, Calgary, Alberta", A("10 Main St NE", "Calgary", "AB", "")],
    ["1 Water St, St. John's, NL A1C 1A1", A("1 Water St", "St. John's", "NL", "A1C 1A1")],
    ["5 Spring Garden Rd, Halifax NS B3H 1A1", A("5 Spring Garden Rd", "Halifax", "NS", "B3H 1A1")],
    ["12 Lakeshore Dr, Niagara-on-the-Lake, ON", A("12 Lakeshore Dr", "Niagara-on-the-Lake", "ON", "")],
    ["4910 50 Ave, Yellowknife, NT X1A 3S5", A("4910 50 Ave", "Yellowknife", "NT", "X1A 3S5")],
    ["926 Mivvik St, Iqaluit, Nunavut X0A 0H0", A("926 Mivvik St", "Iqaluit", "NU", "X0A 0H0")],
    ["2 Queen St Charlottetown PE C1A 4A2", A("2 Queen St", "Charlottetown", "PE", "C1A 4A2")],
    // Units
    ["Unit 1203 - 50 Charles St E, Toronto, ON M4Y 1T1", A("1203-50 Charles St E", "Toronto", "ON", "M4Y 1T1")],
    ["1203-50 Charles St E, Toronto, ON M4Y 1T1", A("1203-50 Charles St E", "Toronto", "ON", "M4Y 1T1")],
    ["50 Charles St E #1203, Toronto, ON", A("1203-50 Charles St E", "Toronto", "ON", "")],
    ["50 Charles St E Suite 1203, Toronto, ON", A("1203-50 Charles St E", "Toronto", "ON", "")],
    // French
    ["1200, rue Sainte-Catherine Ouest, Montréal (Québec) H3B 1K9", A("1200 rue Sainte-Catherine Ouest", "Montréal", "QC", "H3B 1K9")],
    ["1200 rue Sainte-Catherine O, Montréal, QC H3B 1K9", A("1200 rue Sainte-Catherine O", "Montréal", "QC", "H3B 1K9")],
    ["app. 4, 3450 boul. Saint-Laurent, Montréal (Québec) H2X 2T6", A("4-3450 boul. Saint-Laurent", "Montréal", "QC", "H2X 2T6")],
    ["25, chemin de la Côte-Sainte-Catherine, Outremont, Québec H2V 2A4", A("25 chemin de la Côte-Sainte-Catherine", "Outremont", "QC", "H2V 2A4")],
    ["800, place Victoria, Montréal (QC) H4Z 1A1", A("800 place Victoria", "Montréal", "QC", "H4Z 1A1")],
    ["150, rue Main, Moncton (Nouveau-Brunswick) E1C 1B9", A("150 rue Main", "Moncton", "NB", "E1C 1B9")],
    ["3 rue des Érables, Gatineau QC", A("3 rue des Érables", "Gatineau", "QC", "")],
    // Partial
    ["Toronto, ON", A("", "Toronto", "ON", "")],
    ["Trois-Rivières (Québec)", A("", "Trois-Rivières", "QC", "")],
    ["M5V 2T6", A("", "", "ON", "M5V 2T6")],
    ["H3B1K9", A("", "", "QC", "H3B 1K9")],
    ["", A("", "", "", "")],
  ])("%s", (text, expected) => {
    expect(parseCanadianAddress(text)).toEqual(expected);
  });

  it("calls an address complete when it has a street and a city or postal code", () => {
    expect(isCompleteAddress(parseCanadianAddress("100 King St W, Toronto, ON M5V 2T6"))).toBe(true);
    expect(isCompleteAddress(parseCanadianAddress("100 King St W M5V 2T6"))).toBe(true);
    expect(isCompleteAddress(parseCanadianAddress("100 King St W, Toronto"))).toBe(false);
    expect(isCompleteAddress(parseCanadianAddress("100 King"))).toBe(false);
    expect(isCompleteAddress(parseCanadianAddress("Toronto, ON M5V 2T6"))).toBe(false);
  });
});

describe("provinces and postal codes", () => {
  it.each([
    ["Ontario", "ON"], ["ont.", "ON"], ["Québec", "QC"], ["Quebec", "QC"], ["Qc", "QC"], ["Colombie-Britannique", "BC"], ["Nouvelle-Écosse", "NS"],
    ["Île-du-Prince-Édouard", "PE"], ["P.E.I.", "PE"], ["Terre-Neuve-et-Labrador", "NL"], ["Territoires du Nord-Ouest", "NT"], ["Yukon", "YT"], ["Texas", null], ["NE", null],
  ])("%s is %s", (text, code) => {
    expect(provinceCode(text)).toBe(code);
  });

  it("formats postal codes and knows their province", () => {
    expect(formatPostalCode("m5v2t6")).toBe("M5V 2T6");
    expect(formatPostalCode("M5V-2T6")).toBe("M5V 2T6");
    expect(formatPostalCode("D5V 2T6")).toBeNull();
    expect(formatPostalCode("12345")).toBeNull();
    expect(provinceOfPostalCode("X0A 0H0")).toBe("NU");
    expect(provinceOfPostalCode("X1A 3S5")).toBe("NT");
    expect(provinceOfPostalCode("T5J")).toBe("AB");
    expect(provinceOfPostalCode("Z1A")).toBeNull();
  });
});
