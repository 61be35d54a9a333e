/**
 * Resources whose page path differs from their name on the wire (spec §2: Api Keys live at /apikeys, the
 * API and the definitions call them apiKeys). Every other resource is the same in both places.
 */
const wireNames: Record<string, string> = { apikeys: 'apiKeys' };

/** The API's (and @tams/domain's) name of a react-admin resource. */
export const wireNameOf = (resource: string): string => wireNames[resource] ?? resource;
