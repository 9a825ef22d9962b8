export function AbsencesPage() {
  return null;
}
