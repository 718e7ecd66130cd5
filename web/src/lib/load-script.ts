/** Third-party scripts (Google sign-in, reCAPTCHA), loaded once per page: no React here, the site's islands use it too. */
/** Loads a third-party script once (Google sign-in, reCAPTCHA). */
const scripts = new Map<string, Promise<void>>();
export function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new Error(`${src} could not load`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}
