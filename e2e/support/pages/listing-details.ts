import type { Locator } from "playwright-core";

/** The composer's "Listing details" and address fields (issue 18): a field, and the mark saying where it came from. */
export class ListingDetailsForm {
  constructor(readonly form: Locator) {}

  get section(): Locator {
    return this.form.getByRole("group", { name: "Listing details" });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** "found on the page", "entered by you", or "" when the field is empty. */
  async mark(id: string): Promise<string> {
    const mark = this.form.locator(`#composer-${id}-origin`);
    return (await mark.count()) === 0 ? "" : ((await mark.textContent()) ?? "");
  }
}
