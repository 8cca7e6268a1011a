import { usePageContext } from 'vike-react/usePageContext';
import { BANNER_ID } from '../tracking/consent-gate.ts';
import { TRACKING_CHOICE_PATH } from './privacy-paths.ts';

/**
 * The advertising question on the pages that would measure a visit (nothing at all when no ID is
 * set), naming only the vendors whose ID is set. Prerendered hidden: the page's script shows it
 * when this browser has no answer yet for what the site now says of advertising
 * (site/tracking/consent-gate.ts). Two buttons of the same size and look, so saying no is as easy
 * as saying yes; the pages put it first, so a keyboard reaches it first, and it is drawn at the
 * bottom of the screen, so it moves nothing.
 */
export function TrackingBanner() {
  const { advertising } = usePageContext().globalContext.site;
  if (advertising === null) return null;
  return (
    <section id={BANNER_ID} className="tracking-banner" aria-labelledby={`${BANNER_ID}-titulo`} data-version={advertising.version} hidden>
      <h2 id={`${BANNER_ID}-titulo`}>¿Nos dejas medir esta visita?</h2>
      <p>
        {advertising.banner} <a href={TRACKING_CHOICE_PATH}>Más sobre la publicidad y tus datos</a>
      </p>
      <div className="tracking-banner-actions">
        <button type="button" className="button" data-eleccion="si">
          Sí, acepto
        </button>
        <button type="button" className="button" data-eleccion="no">
          No, gracias
        </button>
      </div>
    </section>
  );
}
