import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Send } from './send.entity';

/** A link of a sent message, by its index in the message: a click redirects only to these. */
@Entity('send_link')
export class SendLink {
  @PrimaryColumn({ name: 'send_id', type: 'uuid' })
  sendId: string;

  @ManyToOne(() => Send, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'send_id', foreignKeyConstraintName: 'send_link_send_id_fkey' })
  send?: Send;

  @PrimaryColumn({ type: 'integer' })
  index: number;

  @Column({ type: 'text' })
  url: string;
}
