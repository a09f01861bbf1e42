/** A multipart body with one file, as the Work Order page sends it (or with another name, type or field). */
export function upload(content: Uint8Array, name = 'manifest.pdf', type = 'application/pdf', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), name);
  return form;
}
