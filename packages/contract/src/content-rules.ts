// Content kinds, without zod: the home page needs them on its first load; content.ts has the schemas.

/** News item types (docs/domain.md S3). 3 is the activity type the spec mentions; the calendar has its own call. */
export const NewsType = { news: 1, video: 2, activity: 3, notice: 4 } as const;

/** Config page types of `config/getTypes`. */
export const ConfigType = { repairGuide: 1, orderPolicy: 2, termsOfUse: 3, supportPolicy: 4 } as const;
