// The errors area's English messages (issue 29), the source of its nine other catalogues.
export const errors = {} as const;
