// Hostile input for the bad-input properties: anything JavaScript can hand a public method.
import fc from "fast-check";

/** Any value, including BigInt, dates, maps, sets, typed arrays, sparse arrays and null-prototype objects. */
export const hostile = (): fc.Arbitrary<unknown> =>
  fc.anything({
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withSparseArray: true,
    withNullPrototype: true,
    withBoxedValues: true,
  });

/** A value that is sometimes the expected kind and sometimes anything at all. */
export const often = <T>(expected: fc.Arbitrary<T>): fc.Arbitrary<unknown> => fc.oneof(expected, hostile());

/** Authorizations that can only ever reach the loopback sandbox (development keys), or none at all. */
export const localAuthorization = (keys: string[]): fc.Arbitrary<unknown> =>
  fc
    .oneof(fc.constantFrom(...keys, "development_x_unknownmerchant"), hostile())
    .filter((value) => typeof value !== "string" || !/^(sandbox|production)_/.test(value));
