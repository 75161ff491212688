/** Public surface of the feed feature. */
export { FeedList } from "./components/FeedList.tsx";
export { FeedCard } from "./components/FeedCard.tsx";
export { FeedSkeleton } from "./components/FeedSkeleton.tsx";
export { PostActions } from "./components/PostActions.tsx";
export { PostFacts } from "./components/PostFacts.tsx";
export { PhotoCarousel } from "./components/PhotoCarousel.tsx";
export { AuthorLine } from "./components/AuthorLine.tsx";
export { LinkifiedText } from "./components/LinkifiedText.tsx";
export { PostText } from "./components/PostText.tsx";
export { ListingLanguage } from "./components/ListingLanguage.tsx";
