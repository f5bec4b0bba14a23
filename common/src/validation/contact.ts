/** Texts of the contact-list calls and screens (spec 01 §5, §8). */
export const CONTACT_MESSAGES = {
  fileRequired: 'Please choose a csv file to upload',
  uploaded: 'File uploaded successfully!',
  listNotFound: 'This contact list does not exist.',
  fileTooLarge: (megabytes: number) =>
    `The file is larger than ${megabytes} MB. Split it and upload the parts.`,
} as const;
