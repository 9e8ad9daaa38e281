/** Sortable columns of the instance catalog, shared by the page (URL parsing) and the table. */
export const CATALOG_COLUMNS = [
  "position",
  "title",
  "slug",
  "language",
  "sectionCount",
  "mutantCount",
  "referenceTests",
  "meanMutationScore",
  "submissionCount",
] as const;
