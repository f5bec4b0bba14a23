import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { InboxMail } from './inbox-mail.entity';

/** An attachment of a stored message; `content` NULL when it was over `ATTACHMENT_CAP`. */
@Entity('inbox_attachment')
@Unique('inbox_attachment_mail_id_position_key', ['mailId', 'position'])
export class InboxAttachment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'inbox_attachment_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ name: 'mail_id', type: 'uuid' })
  mailId: string;

  @ManyToOne(() => InboxMail, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mail_id', foreignKeyConstraintName: 'inbox_attachment_mail_id_fkey' })
  mail?: InboxMail;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text' })
  filename: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  /** Its size in bytes as it arrived. */
  @Column({ type: 'integer' })
  size: number;

  /** Its Content-ID, for `cid:` images of the HTML body. */
  @Column({ name: 'content_id', type: 'text', nullable: true })
  contentId: string | null;

  @Column({ type: 'bytea', nullable: true })
  content: Buffer | null;
}
