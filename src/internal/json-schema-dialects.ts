/** The `$schema` URI of draft-07 documents. */
export const DRAFT_07_URI = 'http://json-schema.org/draft-07/schema#';

/** The `$schema` URI of draft 2020-12 documents. */
export const DRAFT_2020_12_URI = 'https://json-schema.org/draft/2020-12/schema';
