interface ImportMetaEnv {
  /** Where "Give feedback" in the top bar points; defaults to the contact form. */
  readonly VITE_SURVEY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
