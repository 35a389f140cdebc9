/**
 * The library version. Every component carries it; the kernel refuses a plugin built for another. This file
 * holds nothing else, so each bundle that imports it keeps just this string (the build stamps it per bundle).
 */
export const VERSION = "3.132.0";
