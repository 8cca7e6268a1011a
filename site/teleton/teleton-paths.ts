/** The telethon page answers at `/` and at the campaign address `/teleton25`. */
export const TELETON_PATHS: readonly string[] = ['/', '/teleton25'];
