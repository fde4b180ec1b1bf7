/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions compiled while
 * it streams in, on a background thread, instead of one by one on the main thread when first called
 * (Chrome 136 and later; other browsers ignore the comment). The perf plugin adds it to every browser
 * script after minification, which drops comments, and before content hashes are computed.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
