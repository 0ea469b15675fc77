/**
 * Typed text kept whole inside a translated sentence (a title or a name in the other script): first
 * strong isolate … pop directional isolate, so "Delete ⁨السحابة في ليبيا⁩?" keeps its question mark at the
 * end of the English sentence. For strings only (a dialog's message); in markup, UserText does this.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
