// Types of content-tag.mjs (plain JavaScript, which the embedded cache handler imports as is).
export declare const contentTag: 'content';
