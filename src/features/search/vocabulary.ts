/**
 * The search's domain vocabulary: how readers ask for a thing, and the words the pages use for it. Reviewed data,
 * read by the engine (engine.ts) when it parses a query: a reader's word or phrase also matches the site's words
 * for it, at a lower weight than the reader's own words (a page that says "speed" still beats one that says
 * "velocity" for the query "speed"). Phrases are matched on stemmed words with stop words left out, so "fly to a
 * point" is the words `fly point` in a row. Keep each entry to words the pages of both versions use (grep
 * docs/ and versioned_docs/ before adding one), and add a benchmark query (bench/search/queries.tsv) with it.
 */

export interface Synonym {
  /** What readers write: single words or short phrases. */
  reader: string[];
  /** The site's words for it: each a word or a phrase whose words must all be in the same field of a page. */
  site: string[];
}

export const VOCABULARY: Synonym[] = [
  // constraints are where the system's speed and acceleration limits live
  {
    reader: ['speed', 'max speed', 'maximum speed', 'fast', 'faster', 'slow down', 'speed limit'],
    site: ['velocity', 'constraints'],
  },
  {reader: ['acceleration limit', 'accelerate'], site: ['acceleration', 'constraints']},
  {reader: ['waypoint', 'waypoints', 'way points', 'mission'], site: ['path', 'trajectory']},
  {reader: ['settings', 'setting', 'tune', 'tuning'], site: ['custom config', 'config']},
  {reader: ['gains', 'pid'], site: ['gains', 'controller config']},
  {reader: ['takeoff height', 'take off height', 'takeoff altitude', 'take off altitude'], site: ['takeoff height']},
  {reader: ['take off', 'lift off'], site: ['takeoff']},
  {reader: ['altitude'], site: ['height']},
  {
    reader: ['fly to', 'fly to a point', 'go to a point', 'move to', 'send a position', 'move the drone'],
    site: ['goto', 'reference'],
  },
  {
    reader: ['geofence', 'geo fence', 'no fly zone', 'fence', 'flight area', 'boundary', 'bounding box'],
    site: ['safety area'],
  },
  {reader: ['cmd_vel', 'velocity command', 'velocity commands'], site: ['velocity_reference', 'velocity reference']},
  // setting a thing up is installing it and getting it started
  {reader: ['set up', 'setup'], site: ['install', 'start']},
  {reader: ['simulation environment'], site: ['simulation', 'gazebo world']},
  {
    reader: [
      'start the simulator',
      'start simulator',
      'start the simulation',
      'run the simulation',
      'launch the simulation',
      'open the simulator',
    ],
    site: ['tmux session', 'start.sh'],
  },
  {reader: ['simulator'], site: ['simulation', 'gazebo']},
  {reader: ['drone', 'drones', 'quadrotor', 'quadcopter', 'copter', 'multirotor', 'vehicle'], site: ['uav']},
  {reader: ['swarm', 'multiple drones', 'several drones', 'many drones'], site: ['multiple uavs', 'multi uav']},
  {reader: ['gps'], site: ['gnss']},
  {reader: ['emergency', 'crash', 'falls', 'fell'], site: ['failsafe', 'eland']},
  {reader: ['stop motors', 'kill switch', 'kill'], site: ['disarm']},
  {reader: ['remote control', 'joystick', 'radio', 'transmitter'], site: ['rc']},
  {reader: ['record', 'recording', 'log data'], site: ['rosbag', 'bag']},
  {reader: ['upgrade'], site: ['update']},
  {reader: ['increase', 'decrease', 'raise', 'lower', 'adjust', 'modify'], site: ['change']},
  {reader: ['yaw'], site: ['heading']},
  {reader: ['position estimate', 'localization', 'localisation'], site: ['estimation', 'odometry']},
  {reader: ['visualize', 'visualise', 'see the drone', 'watch the drone'], site: ['rviz']},
  {reader: ['real drone', 'real uav', 'real flight', 'hardware flight'], site: ['real-world experiment', 'deployment']},
  {reader: ['add a sensor', 'attach a camera', 'add a camera'], site: ['spawner', 'sensors']},
];

/**
 * Words that carry the shape of a question or a plea, not its subject: left out of a query that has other words
 * (lunr's stop words, `how`, `do`, `I`, `what`, `why`, `the`, … are left out already, see tokens.ts).
 */
export const QUESTION_WORDS: string[] = [
  'way',
  'possible',
  'please',
  'anyone',
  'someone',
  'somebody',
  'help',
  'want',
  'wanted',
  'need',
  'needs',
  'require',
  'required',
  'requires',
  'requirement',
  'trying',
  'tried',
  'try',
  'able',
  'know',
  'thanks',
  'hello',
  'hi',
  'guys',
  'question',
  'properly',
  'correctly',
  'currently',
  'actually',
  'somehow',
  'make',
  'work',
  'works',
  'working',
  'easy',
  'simple',
  'much',
  'lot',
  'effort',
  'anything',
  'something',
  'thing',
  'things',
  'stuff',
  'really',
  'exactly',
  'basically',
  'wondering',
  'wonder',
  'curious',
  'advice',
  'idea',
  'appreciate',
  'sorry',
];

/**
 * Words nearly every page is about: beside two other words of a query they count little and a page need not have
 * them ("change the speed of the uav" is about speed).
 */
export const WEAK_WORDS: string[] = ['uav', 'uavs', 'drone', 'drones', 'mrs', 'vehicle', 'robot'];
