declare global {
  namespace Vike {
    interface Config {
      /** Show the site header on this page; default true. */
      showHeader?: boolean;
      /** Show the site footer on this page; default true. */
      showFooter?: boolean;
    }
  }
}

export {};
