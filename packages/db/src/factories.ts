/**
 * Factories shared by the seed and the tests: each builds a valid row graph with sensible defaults. One file a
 * kind of row; this file gathers them, so `@limpa/db/factories` and the package's index keep one import.
 */
export * from './address-factories';
export * from './booking-factories';
export * from './user-factories';
