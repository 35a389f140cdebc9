type Json = Record<string, unknown>;

/** How a classic endpoint is redone as a GraphQL operation (WIRE §3.3). */
export interface GraphQLTranslation {
  /** The `graphQL.features` entry the gateway must list for this translation to be used. */
  feature: string;
  /**
   * The operation for a classic body, or undefined for a body this operation cannot express (WIRE §3.3:
   * a card with a UnionPay enrollment), which then goes to the classic API as written.
   */
  request(classicBody: Json): { query: string; variables: Json; operationName: string } | undefined;
  /** Reshapes a successful answer into the classic body. */
  response(body: unknown): Json;
  /** Reshapes a failed answer into the classic error body. */
  errorBody(body: unknown): Json;
}

/**
 * Translations by classic path. They are opt-in so that only bundles that send such requests carry them
 * (the Hosted Fields frame registers card tokenization); without one, the classic API is used.
 */
const translations = new Map<string, GraphQLTranslation>();

export function registerGraphQLTranslation(path: string, translation: GraphQLTranslation): void {
  translations.set(path, translation);
}

export function graphQLTranslationFor(path: string): GraphQLTranslation | undefined {
  return translations.get(path);
}
