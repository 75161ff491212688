/**
 * Database refusals in words people use (issue 21): the one place that turns a constraint, a row-level security
 * refusal or a PostgREST/Postgres error code into a sentence. Every mutation of the renderer's data layer throws
 * through `toUserError` (data/mutation.ts). `database-errors.int.test.ts` fails when a constraint or unique index
 * of the migrated schema has no sentence here.
 */

import { DOMAIN_INVALID } from "../validation/domain-name.ts";
import { OFFER_STEP_MESSAGE } from "../validation/offer.ts";
import type { Locale } from "../i18n/locales.ts";
import { formatLocale } from "../format/locale.ts";
import { frenchSentence } from "./database-errors.fr.ts";

const tooLong = (field: string, max: number) => `${field} can be up to ${max} characters.`;
const INTERNAL = "Something went wrong on our side. Please try again.";
const GONE = "This item no longer exists. Refresh the page and try again.";
const ALREADY = "This already exists.";

/** Every constraint (and unique index) name a write can break, and what the person reads. */
export const CONSTRAINT_SENTENCES: Readonly<Record<string, string>> = {
  // Whitelist (admins).
  whitelisted_domains_host_name: DOMAIN_INVALID,
  whitelisted_domains_no_www: DOMAIN_INVALID,
  whitelisted_domains_domain_name_key: "This domain is already whitelisted",
  whitelisted_domains_domain_name_length: "A domain can be up to 253 characters.",
  whitelisted_domains_lower_case: "Enter the domain in lower case, like realtor.ca",
  whitelisted_domains_no_scheme: "Do not include http/https.",
  whitelisted_domains_description_length: tooLong("Description", 500),
  whitelisted_domains_pkey: ALREADY,
  // Offers and conversations.
  offers_offer_amount_positive: "Offer amount must be a positive number.",
  offers_offer_amount_step: OFFER_STEP_MESSAGE,
  offers_message_length: "Message can be up to 500 characters.",
  offers_pkey: ALREADY,
  offers_post_id_fkey: "This post no longer exists.",
  offers_user_id_fkey: GONE,
  conversations_pkey: ALREADY,
  conversations_offer_id_key: "This offer already has a conversation.",
  conversations_status_check: "An offer can only be accepted or declined.",
  conversations_status_needs_offer: "Only offers can be accepted or declined.",
  conversations_member_not_owner: "You cannot start a conversation about your own post.",
  conversations_one_question_per_member_post: "You already have a conversation about this post.",
  conversations_post_id_fkey: "This post no longer exists.",
  conversations_member_id_fkey: GONE,
  conversations_owner_id_fkey: GONE,
  conversations_offer_id_fkey: "This offer no longer exists.",
  conversation_messages_pkey: ALREADY,
  conversation_messages_body_length: "Write a message of up to 500 characters.",
  conversation_messages_conversation_id_fkey: "This conversation no longer exists.",
  conversation_messages_sender_id_fkey: GONE,
  conversation_message_reports_pkey: ALREADY,
  conversation_message_reports_once: "You have already reported this message",
  conversation_message_reports_reason_length: "Please provide details for your report (up to 2000 characters).",
  conversation_message_reports_message_id_fkey: "This message no longer exists.",
  conversation_message_reports_reporter_id_fkey: GONE,
  // Saved searches (issue 19).
  saved_searches_pkey: ALREADY,
  saved_searches_user_id_fkey: GONE,
  saved_searches_name_length: "Give the search a name of up to 80 characters.",
  saved_searches_filters_shape: "These search filters cannot be saved. Change them and try again.",
  saved_searches_unsubscribe_token_key: INTERNAL,
  // Reports.
  reports_one_open_per_member_post: "You have already reported this post. It is under review.",
  reports_reason_length: "Report details can be up to 2000 characters.",
  // Properties and listing re-checks (issue 20): written by the database and the re-check (service role) only.
  posts_property_id_fkey: GONE,
  posts_source_status_known: INTERNAL,
  properties_pkey: INTERNAL,
  properties_split_from_fkey: GONE,
  listing_snapshots_pkey: INTERNAL,
  listing_snapshots_facts_object: INTERNAL,
  listing_snapshots_post_id_fkey: "This post no longer exists.",
  listing_snapshots_price_positive: INTERNAL,
  listing_snapshots_property_id_fkey: GONE,
  listing_snapshots_status_known: INTERNAL,
  listing_snapshots_url_length: INTERNAL,
  recheck_requests_pkey: "This listing was re-checked a moment ago. Please try again in a few minutes.",
  recheck_requests_post_id_fkey: "This post no longer exists.",
  recheck_requests_requested_by_fkey: GONE,
  recheck_runs_pkey: INTERNAL,
  // Moderation (admins; the queue is written by definer code only).
  moderation_actions_note_length: tooLong("A moderation note", 1000),
  moderation_actions_reason_required: "Choose a reason for hiding or removing this post.",
  moderation_actions_pkey: INTERNAL,
  moderation_actions_actor_id_fkey: GONE,
  moderation_actions_post_author_id_fkey: GONE,
  moderation_actions_post_id_fkey: "This post no longer exists.",
  moderation_settings_pkey: INTERNAL,
  moderation_settings_single_row: INTERNAL,
  moderation_settings_report_threshold_range: "The report threshold must be a whole number from 1 to 100.",
  email_outbox_pkey: INTERNAL,
  reports_reason_required: "Please provide details for your report.",
  reports_pkey: ALREADY,
  reports_reported_post_id_fkey: "This post no longer exists.",
  reports_reported_user_id_fkey: "This member no longer exists.",
  reports_reporter_id_fkey: GONE,
  // Saved listings.
  saved_listings_user_id_post_id_key: "You have already saved this listing.",
  saved_listings_pkey: ALREADY,
  saved_listings_post_id_fkey: "This post no longer exists.",
  saved_listings_user_id_fkey: GONE,
  // Posts.
  posts_pkey: ALREADY,
  posts_user_id_fkey: GONE,
  posts_user_id_public_profiles_fkey: GONE,
  posts_additional_images_items: "A photo address is too long.",
  posts_additional_images_max: "A post can have up to 30 photos.",
  posts_bathrooms_length: tooLong("Bathrooms", 200),
  posts_bedrooms_length: tooLong("Bedrooms", 200),
  posts_brokerage_length: tooLong("Brokerage", 200),
  posts_city_length: tooLong("City", 200),
  posts_custom_description_length: tooLong("Your description", 2000),
  posts_description_length: "Post content must be 1 to 2000 characters.",
  posts_listing_agent_length: tooLong("Listing agent", 200),
  posts_listing_id_length: tooLong("Listing ID", 200),
  posts_listing_price_length: tooLong("Listing price", 200),
  posts_location_length: tooLong("Location", 300),
  posts_lot_size_length: tooLong("Lot size", 200),
  posts_manual_price_positive: "Price must be a positive number.",
  posts_mls_number_length: tooLong("MLS number", 200),
  posts_og_image_url_length: "The listing's image address is too long.",
  posts_postal_code_length: tooLong("Postal code", 200),
  posts_property_features_size: "The property features are too long.",
  posts_property_type_length: tooLong("Property type", 200),
  posts_province_length: tooLong("Province", 200),
  posts_square_footage_length: tooLong("Square footage", 200),
  posts_street_address_length: tooLong("Street address", 300),
  posts_title_length: tooLong("Title", 300),
  posts_url_length: "The link can be up to 2048 characters.",
  posts_year_built_range: "Year built must be between 1600 and 2200.",
  // Listing details (issue 18): the posts trigger explains first; these are the backstops.
  posts_property_kind_vocabulary: "Property type must be one of house, semi-detached, townhouse, condo, plex, mobile, land, farm, commercial, business or other.",
  posts_fact_origins_object: "Fact origins must be an object of fact names to \"page\" or \"member\".",
  posts_geo_complete: "Coordinates need both a latitude and a longitude, and a precision.",
  posts_geo_in_canada: "The coordinates must be in Canada.",
  posts_geo_precision_known: "Coordinates need a precision: page, postal or city.",
  post_views_pkey: INTERNAL,
  post_views_post_id_fkey: "This post no longer exists.",
  post_views_viewer_id_fkey: INTERNAL,
  // Profiles.
  profiles_pkey: ALREADY,
  profiles_id_fkey: GONE,
  public_profiles_pkey: ALREADY,
  public_profiles_id_fkey: GONE,
  profiles_avatar_url_length: "The avatar's address is too long.",
  profiles_bio_length: tooLong("Bio", 500),
  profiles_locale_check: "Choose English or French.",
  profiles_business_email_length: tooLong("Business e-mail", 320),
  profiles_business_name_length: tooLong("Business name", 200),
  profiles_business_phone_length: tooLong("Business phone", 200),
  profiles_city_length: tooLong("City", 200),
  profiles_first_name_length: tooLong("First name", 200),
  profiles_full_name_length: tooLong("Full name", 200),
  profiles_last_name_length: tooLong("Last name", 200),
  profiles_license_number_length: tooLong("License number", 200),
  profiles_phone_number_length: tooLong("Phone number", 200),
  profiles_postal_code_length: tooLong("Postal code", 200),
  profiles_province_length: tooLong("Province", 200),
  profiles_street_address_length: tooLong("Street address", 300),
  profiles_username_length: "Username must be 3 to 50 characters.",
  profiles_username_lower_key: "Username is already taken.",
  profiles_website_length: tooLong("Website", 2048),
  // Admin.
  user_roles_pkey: ALREADY,
  user_roles_user_id_role_key: "This member already has that role.",
  user_roles_user_id_fkey: "This member no longer exists.",
  user_bans_pkey: "This member is already banned.",
  user_bans_reason_check: tooLong("The ban reason", 500),
  user_bans_user_id_fkey: "This member no longer exists.",
  user_bans_banned_by_fkey: GONE,
  admin_audit_log_pkey: INTERNAL,
  admin_audit_log_action_check: INTERNAL,
  admin_audit_log_actor_id_fkey: INTERNAL,
  admin_audit_log_target_user_id_fkey: "This member no longer exists.",
  search_place_names_pkey: INTERNAL,
  // Analytics rollups (maintained by triggers; a person never writes them).
  activity_days_pkey: INTERNAL,
  activity_days_kind_check: INTERNAL,
  activity_days_events_check: INTERNAL,
  activity_entities_pkey: INTERNAL,
  activity_spans_pkey: INTERNAL,
  activity_spans_kind_check: INTERNAL,
  events_by_day_pkey: INTERNAL,
  events_by_day_kind_check: INTERNAL,
  post_engagement_pkey: INTERNAL,
  post_places_by_day_pkey: INTERNAL,
  post_view_daily_viewers_pkey: INTERNAL,
  post_view_salts_pkey: INTERNAL,
  posts_by_day_pkey: INTERNAL,
  posts_by_day_dim_check: INTERNAL,
  report_resolutions_by_day_pkey: INTERNAL,
  reports_by_day_pkey: INTERNAL,
  reports_by_day_dim_check: INTERNAL,
};

/**
 * A refusal by a permissive policy names only its table (Postgres does not say which policy failed): what a member
 * was trying to do there. `database-errors-policies.int.test.ts` breaks each of them for real.
 */
export const POLICY_SENTENCES: Readonly<Record<string, string>> = {
  offers: "You cannot make an offer on this post.",
  reports: "You cannot report this post.",
  saved_listings: "You cannot save this listing.",
  saved_searches: "You can only change your own saved searches.",
  posts: "You can only create and change your own posts.",
  profiles: "You can only change your own profile.",
  public_profiles: "You can only change your own profile.",
  whitelisted_domains: "Only admins can change the whitelist.",
  user_roles: "Only admins can change roles.",
  user_bans: "Only admins can ban members.",
  admin_audit_log: "Only admins can do that.",
  // Only the owner reaches the check (anyone else's update matches no row): back to pending, or an unknown answer.
  conversations: "An offer can only be accepted or declined.",
  conversation_messages: "You can only write in your own conversations.",
  conversation_message_reports: "You can only report messages sent to you.",
  objects: "You cannot change this file.",
};

const SUSPENDED = "Your account is suspended.";

/**
 * A restrictive policy that fails is named in the refusal: the banned members' policies (a BEFORE trigger says the
 * same first on posts, offers, reports and saves; profiles and files have only the policy).
 */
export const POLICY_NAME_SENTENCES: Readonly<Record<string, string>> = {
  "Banned users cannot change their profile": SUSPENDED,
  "Banned users cannot create a profile": SUSPENDED,
  "Banned users cannot edit posts": SUSPENDED,
  "Banned users cannot make offers": SUSPENDED,
  "Banned users cannot post": SUSPENDED,
  "Banned users cannot report": SUSPENDED,
  "Banned users cannot save listings": SUSPENDED,
  "Banned users cannot upload files": SUSPENDED,
  "Banned users cannot replace or move files": SUSPENDED,
  "Banned users cannot delete files": SUSPENDED,
};

const SIGN_IN_AGAIN = "Your session has expired. Please sign in again.";
const NOT_ALLOWED = "You do not have permission to do that.";

/** By Postgres SQLSTATE or PostgREST code, when no constraint or table says more. */
export const CODE_SENTENCES: Readonly<Record<string, string>> = {
  "23502": "Please fill in every required field.",
  "23503": GONE,
  "23505": ALREADY,
  "23514": "One of the values is not allowed.",
  "22001": "One of the values is too long.",
  "22003": "One of the numbers is too large.",
  "22P02": "One of the values is not in the right format.",
  "42501": NOT_ALLOWED,
  "54000": "You are sending messages too quickly. Please wait a while and try again.",
  "57014": "The request took too long. Please try again.",
  "53200": "The request took too long. Please try again.",
  PGRST301: SIGN_IN_AGAIN,
  PGRST303: SIGN_IN_AGAIN,
};

type ErrorShape = { code?: unknown; message?: unknown; details?: unknown };

function fields(error: unknown): { code: string; message: string; details: string } {
  if (error && typeof error === "object") {
    const { code, message, details } = error as ErrorShape;
    return {
      code: typeof code === "string" ? code : "",
      message: typeof message === "string" ? message : error instanceof Error ? error.message : "",
      details: typeof details === "string" ? details : "",
    };
  }
  return { code: "", message: typeof error === "string" ? error : "", details: "" };
}

const CONSTRAINT = /constraint "([^"]+)"/;
const POLICY = /row-level security policy(?: \([^)]*\))?(?: "([^"]*)")? for table "([^"]+)"/;
const TECHNICAL = /violates|constraint|relation "|permission denied|syntax|JWT|PGRST|column "|function .*\(|null value/i;
const NETWORK = /Failed to fetch|NetworkError|Load failed|fetch failed|ECONNREFUSED/i;

/**
 * The sentence for a database (or Data API) error, or null when the error already is one (the database's own
 * `raise exception` messages are written as sentences, e.g. 'Your account is suspended.').
 */
export function databaseErrorSentence(error: unknown): string | null {
  const { code, message, details } = fields(error);
  const text = `${message}\n${details}`;
  const constraint = CONSTRAINT.exec(text)?.[1];
  if (constraint) return CONSTRAINT_SENTENCES[constraint] ?? CODE_SENTENCES[code] ?? INTERNAL;
  const policy = POLICY.exec(text);
  if (policy) return POLICY_NAME_SENTENCES[policy[1] ?? ""] ?? POLICY_SENTENCES[policy[2] ?? ""] ?? NOT_ALLOWED;
  if (/row-level security/i.test(text)) return NOT_ALLOWED;
  if (/JWT expired|invalid JWT|jwt/i.test(message) && (code.startsWith("PGRST3") || /expired/i.test(message))) return SIGN_IN_AGAIN;
  if (NETWORK.test(message)) return "Could not reach the server. Check your connection and try again.";
  if (message && !TECHNICAL.test(message)) return null;
  return CODE_SENTENCES[code] ?? (message || code ? INTERNAL : null);
}

/**
 * An Error whose message is the sentence, in the reader's language (issue 22: French from database-errors.fr.ts;
 * without a locale, the page's); the original stays as its cause (and its code, for callers that branch).
 */
export function toUserError(error: unknown, locale: Locale = formatLocale()): Error {
  const sentence = databaseErrorSentence(error);
  const { code, message } = fields(error);
  const text = sentence ?? (message || INTERNAL);
  const translated = locale === "fr" ? frenchSentence(text) : null;
  if (sentence === null && error instanceof Error && translated === null) return error;
  const result = new Error(translated ?? text, { cause: error });
  if (code) Object.assign(result, { code });
  return result;
}
