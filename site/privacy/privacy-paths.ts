/** The privacy page: linked from every footer, every form's notice and the pet pages. */
export const PRIVACY_PATH = '/privacidad';

/** Its section where the advertising choice is shown and changed. */
export const TRACKING_CHOICE_PATH = `${PRIVACY_PATH}#publicidad`;
