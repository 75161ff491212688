import { describe, expect, it } from "vitest";
import { malformedBodyRefusal } from "./body-types.ts";

const request = (method: string, path: string, body: string) =>
  new Request(`http://127.0.0.1:1/auth/v1/${path}`, { method, headers: { "content-type": "application/json" }, body: method === "GET" ? null : body });

async function answer(method: string, path: string, body: unknown) {
  const refusal = await malformedBodyRefusal(request(method, path, typeof body === "string" ? body : JSON.stringify(body)));
  return refusal && { status: refusal.status, body: (await refusal.json()) as { code: number; error_code: string; msg: string } };
}

describe("Auth request body types", () => {
  it("answers wrong JSON types as GoTrue's decoder does: 400 bad_json naming the struct field", async () => {
    expect(await answer("POST", "token?grant_type=password", { email: 5, password: 5 })).toEqual({
      status: 400,
      body: {
        code: 400,
        error_code: "bad_json",
        msg: "Could not parse request body as JSON: json: cannot unmarshal number into Go struct field PasswordGrantParams.email of type string",
      },
    });
    expect((await answer("PUT", "user", { data: "x" }))?.body.msg).toMatch(/cannot unmarshal string into Go struct field UserUpdateParams\.data of type map\[string\]interface \{\}$/);
    expect((await answer("PUT", "user", { data: [1] }))?.body.msg).toMatch(/cannot unmarshal array into Go struct field UserUpdateParams\.data/);
    expect((await answer("POST", "otp", { email: "a@b.test", create_user: "no" }))?.body.msg).toMatch(/OtpParams\.create_user of type bool$/);
    expect((await answer("POST", "signup", [1]))?.body.msg).toMatch(/cannot unmarshal array into Go value of type api\.SignupParams$/);
    expect((await answer("PUT", "user", "5"))?.status).toBe(400);
  });

  it("lets well-typed bodies, nulls, unknown fields and unparseable text through to lite", async () => {
    expect(await answer("POST", "token?grant_type=password", { email: "a@b.test", password: "x", extra: 1 })).toBeUndefined();
    expect(await answer("POST", "signup", { email: "a@b.test", password: null, data: { full_name: "x".repeat(300) } })).toBeUndefined();
    expect(await answer("POST", "signup", "{not json")).toBeUndefined();
    expect(await answer("POST", "signup", "")).toBeUndefined();
    expect(await answer("GET", "user", "")).toBeUndefined();
    expect(await answer("POST", "admin/users", { email: 5 })).toBeUndefined();
  });
});
