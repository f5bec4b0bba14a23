import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { RowError } from './csv-reader';
import type { ContactImportState } from './contact-import.service';

@ObjectType('ImportRowError', { description: 'A refused row of an imported file.' })
class ImportRowErrorType {
  @Field(() => Int, { description: 'Line of the file where the row starts (1 = the header).' })
  line: number;

  @Field(() => String)
  reason: string;

  static from(error: RowError): ImportRowErrorType {
    return Object.assign(new ImportRowErrorType(), error);
  }
}

@ObjectType('ContactImport', {
  description: 'A CSV import into a new contact list; poll it for progress until done or failed.',
})
export class ContactImportType {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'The list the import creates (it exists once status is done).' })
  listId: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'queued | running | done | failed' })
  status: string;

  @Field(() => Float)
  bytesTotal: number;

  @Field(() => Float)
  bytesRead: number;

  @Field(() => Int)
  rowsRead: number;

  @Field(() => Int, { description: 'Contacts new to the workspace.' })
  imported: number;

  @Field(() => Int, { description: 'Valid rows already a contact, or repeated in the file.' })
  duplicates: number;

  @Field(() => Int, { description: 'Rows refused (see errors).' })
  invalid: number;

  @Field(() => [ImportRowErrorType], { description: 'The first refused rows, by line.' })
  errors: ImportRowErrorType[];

  @Field(() => Int, {
    description: 'Rows whose Time Zone, Country, State or City value gave no time zone.',
  })
  zonesUnreadable: number;

  @Field(() => [Int], { description: 'The first of those rows, by line (1 = the header).' })
  zonesUnreadableLines: number[];

  @Field(() => String, { nullable: true, description: 'Why the import failed.' })
  message: string | null;

  @Field(() => Date)
  createdAt: Date;

  static from(state: ContactImportState): ContactImportType {
    return Object.assign(new ContactImportType(), {
      id: state.id,
      listId: state.listId,
      name: state.name,
      status: state.status,
      bytesTotal: state.bytesTotal,
      bytesRead: state.bytesRead,
      rowsRead: state.rowsRead,
      imported: state.imported,
      duplicates: state.duplicates,
      invalid: state.invalid,
      errors: state.errors.map(ImportRowErrorType.from),
      zonesUnreadable: state.zonesUnreadable,
      zonesUnreadableLines: state.zonesUnreadableLines,
      message: state.message,
      createdAt: state.createdAt,
    });
  }
}
