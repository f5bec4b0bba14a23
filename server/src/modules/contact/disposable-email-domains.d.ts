// The package is a JSON list of domains (index.json), without types of its own.
declare module 'disposable-email-domains' {
  const domains: string[];
  export = domains;
}
