export function Footer() {
  return (
    <footer className="site-footer">
      <p>
        Llámanos al <a href="tel:+56224273000">(56-2) 2427 3000</a>
      </p>
      <p>
        <a href="/bases-legales">Bases Legales</a>
      </p>
    </footer>
  );
}
