import base from './fr';
import aids from './aids-fr';
import howTo from './how-to-play-fr';
import online from './online-fr';
import party from './party-fr';
import record from './record-fr';
import replay from './replay-fr';
import hints from './hints-fr';
import lanHost from './lan-host-fr';
import tutorial from './tutorial-fr';

/** Every French message: the player aids under `aids`, the tutorial's under `tutorial`, the Party Game's under `party`, the record's under `record`, the Replay screen's under `replay`, online play's under `online`, Undo and Hint's under `hints`, hosting from the desktop app under `lanHost`. */
export default { ...base, aids: { ...aids, howTo }, tutorial, party, record, replay, online, hints, lanHost };
