/**
 * opencc-js ships types for its entry points ("opencc-js", "opencc-js/cn2t", "opencc-js/core", …)
 * but not for its raw dictionaries, which the zh-TW script check reads to tell Simplified-only
 * characters from characters that Traditional Chinese uses too.
 */
declare module 'opencc-js/dict/*' {
  /** A dictionary as "source target|source target|…" (phrases or single characters). */
  const dictionary: string;
  export default dictionary;
}
