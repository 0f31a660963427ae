import base from './en';
import aids from './aids-en';
import howTo from './how-to-play-en';
import online from './online-en';
import party from './party-en';
import record from './record-en';
import replay from './replay-en';
import hints from './hints-en';
import lanHost from './lan-host-en';
import tutorial from './tutorial-en';

/** Every English message: the player aids under `aids`, the tutorial's under `tutorial`, the Party Game's under `party`, the record's under `record`, the Replay screen's under `replay`, online play's under `online`, Undo and Hint's under `hints`, hosting from the desktop app under `lanHost`. */
export default { ...base, aids: { ...aids, howTo }, tutorial, party, record, replay, online, hints, lanHost };
