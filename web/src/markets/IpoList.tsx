import { IpoListings } from '../ipo/IpoListings.js'

/** The market's IPO sub-tab: the new-share listings with the subscribe dialog. */
export const IpoList = () => <IpoListings />
