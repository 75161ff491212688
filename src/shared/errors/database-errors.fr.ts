/**
 * The database's refusals in French (issue 22), for fr-CA readers: every sentence database-errors.ts gives and every
 * sentence the database raises itself (`raise exception`, the posts and username rules), keyed by its English text.
 * Loaded with database-errors.ts, on a write's first failure. database-errors.test.ts fails when a sentence of either
 * has no French here.
 */
import { composerEn } from "../i18n/messages/composer.en.ts";
import { composerFr } from "../i18n/messages/composer.fr.ts";
import { memberEn } from "../i18n/messages/member.en.ts";
import { memberFr } from "../i18n/messages/member.fr.ts";

const NBSP = "\u00a0";

/** The fields of "<Field> can be up to N characters." (database-errors.ts tooLong), in French. */
const FIELDS: Readonly<Record<string, string>> = {
  Description: "La description",
  "A moderation note": "La note de modération",
  Bathrooms: "Le nombre de salles de bain",
  Bedrooms: "Le nombre de chambres",
  Brokerage: "Le nom de l’agence",
  City: "La ville",
  "Your description": "Votre description",
  "Listing agent": "Le nom du courtier",
  "Listing ID": "Le numéro d’inscription",
  "Listing price": "Le prix affiché",
  Location: "L’emplacement",
  "Lot size": "Les dimensions du terrain",
  "MLS number": "Le numéro MLS®",
  "Postal code": "Le code postal",
  "Property type": "Le type de propriété",
  Province: "La province",
  "Square footage": "La superficie",
  "Street address": "L’adresse",
  Title: "Le titre",
  Bio: "La présentation",
  "Business e-mail": "Le courriel professionnel",
  "Business name": "Le nom de l’entreprise",
  "Business phone": "Le téléphone professionnel",
  "First name": "Le prénom",
  "Full name": "Le nom complet",
  "Last name": "Le nom",
  "License number": "Le numéro de permis",
  "Phone number": "Le numéro de téléphone",
  Website: "L’adresse du site Web",
  "The ban reason": "Le motif de la suspension",
  Message: "Le message",
  "Report details": "Les précisions",
  "A domain": "Un domaine",
};

/** Sentences said as they are. */
const SENTENCES: Readonly<Record<string, string>> = {
  // database-errors.ts
  "Something went wrong on our side. Please try again.": "Une erreur s’est produite de notre côté. Veuillez réessayer.",
  "This item no longer exists. Refresh the page and try again.": "Cet élément n’existe plus. Actualisez la page et réessayez.",
  "This already exists.": "Cet élément existe déjà.",
  "Enter a domain like realtor.ca.": "Entrez un domaine comme realtor.ca.",
  "This domain is already whitelisted": "Ce domaine est déjà autorisé",
  "Enter the domain in lower case, like realtor.ca": "Entrez le domaine en minuscules, comme realtor.ca",
  "Do not include http/https.": "N’incluez pas http ni https.",
  "Offer amount must be a positive number.": "Le montant de l’offre doit être un nombre positif.",
  "Offer amounts go up in steps of $100.": `Les offres augmentent par tranches de 100${NBSP}$.`,
  "This post no longer exists.": "Cette annonce n’existe plus.",
  "This offer already has a conversation.": "Cette offre a déjà une conversation.",
  "An offer can only be accepted or declined.": "Une offre peut seulement être acceptée ou refusée.",
  "Only offers can be accepted or declined.": "Seules les offres peuvent être acceptées ou refusées.",
  "You cannot start a conversation about your own post.": "Vous ne pouvez pas lancer une conversation au sujet de votre propre annonce.",
  "You already have a conversation about this post.": "Vous avez déjà une conversation au sujet de cette annonce.",
  "This offer no longer exists.": "Cette offre n’existe plus.",
  "Write a message of up to 500 characters.": `Écrivez un message d’au plus 500${NBSP}caractères.`,
  "This conversation no longer exists.": "Cette conversation n’existe plus.",
  "You have already reported this message": "Vous avez déjà signalé ce message",
  "Please provide details for your report (up to 2000 characters).": `Veuillez préciser votre signalement (2000${NBSP}caractères au maximum).`,
  "This message no longer exists.": "Ce message n’existe plus.",
  "Give the search a name of up to 80 characters.": `Le nom de la recherche peut compter jusqu’à 80${NBSP}caractères.`,
  "These search filters cannot be saved. Change them and try again.": "Ces filtres ne peuvent pas être enregistrés. Modifiez-les et réessayez.",
  "You have already reported this post. It is under review.": "Vous avez déjà signalé cette annonce. Elle est en cours de vérification.",
  "This listing was re-checked a moment ago. Please try again in a few minutes.": "Cette annonce vient d’être revérifiée. Réessayez dans quelques minutes.",
  "Choose a reason for hiding or removing this post.": "Choisissez un motif pour masquer ou retirer cette annonce.",
  "The report threshold must be a whole number from 1 to 100.": "Le seuil de signalements doit être un nombre entier de 1 à 100.",
  "Please provide details for your report.": "Veuillez préciser votre signalement.",
  "This member no longer exists.": "Ce membre n’existe plus.",
  "You have already saved this listing.": "Vous avez déjà enregistré cette annonce.",
  "A photo address is too long.": "L’adresse d’une photo est trop longue.",
  "A post can have up to 30 photos.": `Une annonce peut avoir jusqu’à 30${NBSP}photos.`,
  "Post content must be 1 to 2000 characters.": `Le contenu de la publication doit compter de 1 à 2000${NBSP}caractères.`,
  "Price must be a positive number.": "Le prix doit être un nombre positif.",
  "The listing's image address is too long.": "L’adresse de l’image de l’annonce est trop longue.",
  "The property features are too long.": "Les caractéristiques de la propriété sont trop longues.",
  "The link can be up to 2048 characters.": `Le lien peut compter jusqu’à 2048${NBSP}caractères.`,
  "Year built must be between 1600 and 2200.": "L’année de construction doit se situer entre 1600 et 2200.",
  "Property type must be one of house, semi-detached, townhouse, condo, plex, mobile, land, farm, commercial, business or other.":
    "Le type de propriété doit être house, semi-detached, townhouse, condo, plex, mobile, land, farm, commercial, business ou other.",
  'Fact origins must be an object of fact names to "page" or "member".': "L’origine des caractéristiques doit associer chaque caractéristique à «\u00a0page\u00a0» ou «\u00a0member\u00a0».",
  "Coordinates need both a latitude and a longitude, and a precision.": "Les coordonnées doivent avoir une latitude, une longitude et une précision.",
  "Coordinates need both a latitude and a longitude.": "Les coordonnées doivent avoir une latitude et une longitude.",
  "The coordinates must be in Canada.": "Les coordonnées doivent se situer au Canada.",
  "A precision needs coordinates.": "Une précision demande des coordonnées.",
  "Coordinate precision must be page, postal or city.": "La précision des coordonnées doit être page, postal ou city.",
  "Coordinates must be in Canada (latitude 41.6 to 83.2, longitude -141.1 to -52.5).": "Les coordonnées doivent se situer au Canada (latitude 41,6 à 83,2, longitude -141,1 à -52,5).",
  "Coordinates need a precision: page, postal or city.": `Les coordonnées doivent avoir une précision${NBSP}: page, postal ou city.`,
  "The avatar's address is too long.": "L’adresse de la photo de profil est trop longue.",
  "Choose English or French.": "Choisissez l’anglais ou le français.",
  "Username must be 3 to 50 characters.": `Le nom d’utilisateur doit compter de 3 à 50${NBSP}caractères.`,
  "Username is already taken.": "Ce nom d’utilisateur est déjà pris.",
  "This member already has that role.": "Ce membre a déjà ce rôle.",
  "This member is already banned.": "Ce membre est déjà suspendu.",
  "You cannot make an offer on this post.": "Vous ne pouvez pas faire d’offre sur cette annonce.",
  "You cannot report this post.": "Vous ne pouvez pas signaler cette annonce.",
  "You cannot save this listing.": "Vous ne pouvez pas enregistrer cette annonce.",
  "You can only change your own saved searches.": "Vous pouvez modifier seulement vos propres recherches enregistrées.",
  "You cannot change this post.": "Vous ne pouvez pas modifier cette annonce.",
  "You can only create and change your own posts.": "Vous pouvez créer et modifier seulement vos propres annonces.",
  "You can only change your own profile.": "Vous pouvez modifier seulement votre propre profil.",
  "Only admins can change the whitelist.": "Seuls les administrateurs peuvent modifier la liste des domaines autorisés.",
  "Only admins can change roles.": "Seuls les administrateurs peuvent modifier les rôles.",
  "Only admins can ban members.": "Seuls les administrateurs peuvent suspendre des membres.",
  "Only admins can do that.": "Seuls les administrateurs peuvent faire cela.",
  "Only the post's owner can answer this offer.": "Seul l’auteur de l’annonce peut répondre à cette offre.",
  "You can only write in your own conversations.": "Vous pouvez écrire seulement dans vos propres conversations.",
  "You can only report messages sent to you.": "Vous pouvez signaler seulement les messages qui vous sont adressés.",
  "You cannot change this file.": "Vous ne pouvez pas modifier ce fichier.",
  "Your session has expired. Please sign in again.": "Votre session a expiré. Veuillez vous reconnecter.",
  "You do not have permission to do that.": "Vous n’avez pas la permission de faire cela.",
  "Please fill in every required field.": "Veuillez remplir tous les champs obligatoires.",
  "One of the values is not allowed.": "Une des valeurs n’est pas permise.",
  "One of the values is too long.": "Une des valeurs est trop longue.",
  "One of the numbers is too large.": "Un des nombres est trop grand.",
  "One of the values is not in the right format.": "Une des valeurs n’est pas dans le bon format.",
  "You are sending messages too quickly. Please wait a while and try again.": "Vous envoyez des messages trop rapidement. Patientez un peu, puis réessayez.",
  "The request took too long. Please try again.": "La demande a pris trop de temps. Veuillez réessayer.",
  "Could not reach the server. Check your connection and try again.": "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.",
  // The database's own sentences (raise exception), as members and admins meet them.
  "A banned user cannot be made an admin": "Un membre suspendu ne peut pas devenir administrateur",
  "A post's visibility changes only through moderation.": "La visibilité d’une annonce change seulement par la modération.",
  "Admin access required": "Accès administrateur requis",
  "An analytics range needs a finite start and end.": "Une période d’analyse doit avoir un début et une fin.",
  "Choose a reason from the list.": "Choisissez un motif dans la liste.",
  "Choose hide, remove or restore.": "Choisissez masquer, retirer ou rétablir.",
  "Domain name is required.": "Le nom de domaine est obligatoire.",
  "Enter the domain in its punycode form (xn--...); the admin form converts it for you.": "Entrez le domaine sous sa forme punycode (xn--...); le formulaire d’administration le convertit pour vous.",
  "Explain the reason in a few words for the author.": "Expliquez le motif en quelques mots pour l’auteur.",
  "Only admins can ask whether another user is banned.": "Seuls les administrateurs peuvent savoir si un autre membre est suspendu.",
  "Only admins can change moderation settings.": "Seuls les administrateurs peuvent modifier les réglages de modération.",
  "Only admins can feature posts.": "Seuls les administrateurs peuvent mettre des annonces en vedette.",
  "Only admins can list reports.": "Seuls les administrateurs peuvent voir les signalements.",
  "Only admins can list users.": "Seuls les administrateurs peuvent voir les membres.",
  "Only admins can moderate posts.": "Seuls les administrateurs peuvent modérer les annonces.",
  "Only the post's author or an admin can split it from its property.": "Seul l’auteur de l’annonce ou un administrateur peut la séparer de sa propriété.",
  "Post not found.": "Annonce introuvable.",
  "Revoke the admin role before banning this user": "Retirez le rôle d’administrateur avant de suspendre ce membre",
  "Sign in to ask for a re-check.": "Connectez-vous pour demander une revérification.",
  "Sign in to split a post from its property.": "Connectez-vous pour séparer une annonce de sa propriété.",
  "Sort must be newest, price_asc or price_desc.": "Le tri doit être newest, price_asc ou price_desc.",
  "The note can be at most 1000 characters.": `La note peut compter au plus 1000${NBSP}caractères.`,
  "The report threshold must be between 1 and 100.": "Le seuil de signalements doit se situer entre 1 et 100.",
  "This offer has already been answered.": "Cette offre a déjà reçu une réponse.",
  "This post is the only one of its property; there is nothing to split.": "Cette annonce est la seule de sa propriété\u00a0: il n’y a rien à séparer.",
  "This post was checked or asked for in the last 10 minutes; try again later.": "Cette annonce a été vérifiée ou demandée dans les 10 dernières minutes; réessayez plus tard.",
  "A map area needs its four edges: west, south, east and north.": "Une zone de carte a besoin de ses quatre côtés\u00a0: ouest, sud, est et nord.",
  "A map area must run west to east and south to north, within -180 to 180 and -90 to 90 degrees.":
    "Une zone de carte va d’ouest en est et du sud au nord, entre -180 et 180 et entre -90 et 90 degrés.",
  "This post is already hidden pending review.": "Cette annonce est déjà masquée en attendant une vérification.",
  "This post is already removed.": "Cette annonce est déjà retirée.",
  "This post is already visible.": "Cette annonce est déjà visible.",
  "User not found": "Membre introuvable",
  "You can ask for 10 re-checks an hour; try again later.": "Vous pouvez demander 10\u00a0revérifications par heure; réessayez plus tard.",
  "You can save up to 20 searches. Delete one to save another.": `Vous pouvez enregistrer jusqu’à 20${NBSP}recherches. Supprimez-en une pour en enregistrer une autre.`,
  "You cannot ask a question about your own post.": "Vous ne pouvez pas poser de question sur votre propre annonce.",
  "You cannot ban yourself": "Vous ne pouvez pas vous suspendre vous-même",
  "You cannot revoke your own admin role": "Vous ne pouvez pas retirer votre propre rôle d’administrateur",
  "Your account is suspended.": "Votre compte est suspendu.",
  "Username cannot contain spaces.": "Le nom d’utilisateur ne peut pas contenir d’espaces.",
  "Username must be at least 3 characters.": `Le nom d’utilisateur doit contenir au moins 3${NBSP}caractères.`,
  "Username must be at most 50 characters.": `Le nom d’utilisateur doit contenir au plus 50${NBSP}caractères.`,
  "Username must contain a letter or a digit.": "Le nom d’utilisateur doit contenir une lettre ou un chiffre.",
};

/** Sentences with a part that varies (a field, a character, a key), read by pattern. */
const PATTERNS: readonly [RegExp, (...parts: string[]) => string | null][] = [
  [/^(.+) can be up to (\d+) characters\.$/, (field, max) => (FIELDS[field!] ? `${FIELDS[field!]}${NBSP}: ${max}${NBSP}caractères au maximum.` : null)],
  [/^Username cannot contain control or invisible characters \((.+)\)\.$/, (code) => `Le nom d’utilisateur ne peut pas contenir de caractères de contrôle ou invisibles (${code}).`],
  [/^Username can only contain Latin letters, digits, "_", "-" and "\." \((.+)\)\.$/, (what) => `Le nom d’utilisateur peut seulement contenir des lettres latines, des chiffres, «${NBSP}_${NBSP}», «${NBSP}-${NBSP}» et «${NBSP}.${NBSP}» (${what.replace(/ is not allowed$/, " n’est pas permis")}).`],
  [/^Fact origin (\S+) must name a listing fact and be "page" or "member"\.$/, (key) => `L’origine ${key} doit nommer une caractéristique de l’annonce et être «${NBSP}page${NBSP}» ou «${NBSP}member${NBSP}».`],
];

/** The form rules' sentences the database says too (the posts trigger, the data layer): the catalogues' French. */
const FROM_CATALOGUES: Readonly<Record<string, string>> = Object.fromEntries([
  ...(Object.keys(composerEn) as (keyof typeof composerEn)[]).filter((key) => key.startsWith("validation.")).map((key) => [composerEn[key], composerFr[key]]),
  ...(Object.keys(memberEn) as (keyof typeof memberEn)[]).filter((key) => key.startsWith("validation.")).map((key) => [memberEn[key], memberFr[key]]),
]);

/** The French of a database sentence, or null when it has none (it is then shown as it is). */
export function frenchSentence(english: string): string | null {
  const exact = SENTENCES[english] ?? FROM_CATALOGUES[english];
  if (exact) return exact;
  for (const [pattern, french] of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return french(...match.slice(1));
  }
  return null;
}
