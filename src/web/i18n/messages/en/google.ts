// The google area's English messages (issue 29), the source of its nine other catalogues.
export const google = {} as const;
