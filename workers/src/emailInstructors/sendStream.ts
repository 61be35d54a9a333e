import {
  type EmailSendCommand,
  type EmailSendEvent,
  type EmailSendRequestedData,
  type EmailSendState,
  emailSendDecider,
  emailSendStreamId,
  emailSendStreamPrefix,
} from '@tams/domain';
import {
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  isExpectedVersionConflict,
} from '@tams/event-store';

/**
 * A send's stream as the job holds it: its state in memory, caught up from the log when another writer
 * appended meanwhile (an append at the version held conflicts then), so a send of n recipients reads its
 * stream once instead of once per command. Every command is decided by the send's own decider.
 */
export class SendStream {
  private state: EmailSendState = emailSendDecider.initialState();
  private version = 0;
  request: EmailSendRequestedData | undefined;
  position: Checkpoint | undefined;

  constructor(
    private readonly store: EventStore,
    readonly id: string,
    private readonly metadata: EventMetadata,
  ) {}

  get current(): EmailSendState {
    return this.state;
  }

  async catchUp(): Promise<this> {
    const { events } = await this.store.readStream(emailSendStreamId(this.id), {
      fromVersion: this.version + 1,
    });
    for (const event of events) this.apply(event as unknown as EmailSendEvent, event.streamVersion);
    return this;
  }

  private apply(event: EmailSendEvent, version: number) {
    if (event.type === 'EmailSendRequested') this.request = event.data;
    this.state = emailSendDecider.evolve(this.state, event, version);
    this.version = version;
  }

  /** Decides and appends `command` (on fresh state after a conflict); the decider's refusals propagate. */
  async run(command: EmailSendCommand): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const decided = emailSendDecider.decide(command, this.state);
      const events = Array.isArray(decided) ? decided : [decided];
      if (events.length === 0) return;
      try {
        const appended = await this.store.appendToStream(emailSendStreamId(this.id), events, {
          expectedVersion: this.version,
          metadata: this.metadata,
          streamType: emailSendStreamPrefix,
        });
        for (const event of events) this.apply(event, this.version + 1);
        this.position = appended.position;
        return;
      } catch (error) {
        if (!isExpectedVersionConflict(error) || attempt >= 3) throw error;
        await this.catchUp();
      }
    }
  }
}
