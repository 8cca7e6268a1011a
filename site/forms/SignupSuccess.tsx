import { useEffect, useRef } from 'react';
import { boxSize } from '../../pipeline/schema/content/picture-boxes.ts';

export interface SuccessContent {
  title: string;
  text: string;
  imageUrl: string | null;
}

/** What replaces a sign-up form once it was sent: image, thanks and a way back home. */
export function SignupSuccess({ content }: { content: SuccessContent }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in is gone: take focus to the news so it is read out.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="signup-success" aria-labelledby="signup-success-title">
      {content.imageUrl !== null && <img className="signup-success-image" src={content.imageUrl} alt="" {...boxSize('signupSuccess')} />}
      <h2 id="signup-success-title" ref={headingRef} tabIndex={-1}>
        {content.title}
      </h2>
      <p>{content.text}</p>
      <a className="button" href="/">
        Volver al inicio
      </a>
    </section>
  );
}
