import base from './it';
import aids from './aids-it';
import howTo from './how-to-play-it';
import online from './online-it';
import party from './party-it';
import record from './record-it';
import replay from './replay-it';
import hints from './hints-it';
import lanHost from './lan-host-it';
import tutorial from './tutorial-it';

/** Every Italian message: the player aids under `aids`, the tutorial's under `tutorial`, the Party Game's under `party`, the record's under `record`, the Replay screen's under `replay`, online play's under `online`, Undo and Hint's under `hints`, hosting from the desktop app under `lanHost`. */
export default { ...base, aids: { ...aids, howTo }, tutorial, party, record, replay, online, hints, lanHost };
